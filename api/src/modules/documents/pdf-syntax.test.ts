import { decodeName, filtersOf, readDictionary, wholeNumber } from './pdf-syntax.js';

const dict = (text: string) => readDictionary(Buffer.from(text, 'latin1'), 0, text.length);

describe('reading a PDF dictionary as a parser does (issue 36, findings 1 and 3)', () => {
  it('reads names, numbers, references and arrays', () => {
    const d = dict('<< /Type /ObjStm /N 12 /First 80 /Length 5 0 R /Filter [/FlateDecode /FlateDecode] >>');
    expect(d.get('Type')).toEqual({ kind: 'name', name: 'ObjStm' });
    expect(wholeNumber(d.get('N'))).toBe(12);
    expect(wholeNumber(d.get('First'))).toBe(80);
    expect(d.get('Length')).toEqual({ kind: 'ref' });
    expect(wholeNumber(d.get('Length'))).toBeNull();
    expect(filtersOf(d)).toEqual(['FlateDecode', 'FlateDecode']);
  });

  it('skips what is inside strings, so a decoy there is not read', () => {
    const d = dict('<< /Note (/Filter /ASCIIHexDecode (nested\\) still) /N 1) /Filter /FlateDecode /N 300000 >>');
    expect(filtersOf(d)).toEqual(['FlateDecode']);
    expect(wholeNumber(d.get('N'))).toBe(300_000);
    expect(filtersOf(dict('<< /Id <2F46696C746572> /Filter /Fl >>'))).toEqual(['Fl']);
  });

  it('skips comments, also between a key and its value', () => {
    const d = dict('<< /Type %/XObject\n/ObjStm /Filter %/ASCIIHexDecode\r/FlateDecode >>');
    expect(d.get('Type')).toEqual({ kind: 'name', name: 'ObjStm' });
    expect(filtersOf(d)).toEqual(['FlateDecode']);
  });

  it('decodes escaped names, in either case', () => {
    expect(decodeName('Fl#61teDecode')).toBe('FlateDecode');
    expect(decodeName('Obj#53tm')).toBe('ObjStm');
    expect(decodeName('A#2fb')).toBe('A/b');
    expect(decodeName('Not#zzEscaped')).toBe('Not#zzEscaped');
    expect(filtersOf(dict('<< /Filter /Fl#61te#44ecode >>'))).toEqual(['FlateDecode']);
  });

  it('lets the last of a repeated key count, as pdf-lib does', () => {
    expect(filtersOf(dict('<< /Filter /ASCIIHexDecode /Filter /FlateDecode >>'))).toEqual(['FlateDecode']);
  });

  it('keeps nested dictionaries to themselves', () => {
    const d = dict('<< /DecodeParms << /Filter /LZWDecode /Predictor 12 >> /Filter /FlateDecode >>');
    expect(filtersOf(d)).toEqual(['FlateDecode']);
    expect(d.get('DecodeParms')?.kind).toBe('dict');
  });

  it('says when a filter is given by reference, which only the parser could follow', () => {
    expect(filtersOf(dict('<< /Filter 7 0 R >>'))).toBeNull();
    expect(filtersOf(dict('<< /Filter [/FlateDecode 7 0 R] >>'))).toBeNull();
    expect(filtersOf(dict('<< /Length 3 >>'))).toEqual([]);
  });

  it('reads an unclosed dictionary as far as it goes, and anything else as empty', () => {
    expect(wholeNumber(dict('<< /N 4 /First [1 2').get('N'))).toBe(4);
    expect(dict('[1 2 3]').size).toBe(0);
    expect(wholeNumber(dict('<< /N -3 /M 2.5 >>').get('N'))).toBeNull();
  });
});
