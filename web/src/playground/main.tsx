document.getElementById('playground')!.textContent = 'loading';
