import torch

spectrum = torch.fft.fft(torch.tensor([1.0, 2.0, 0.0, -1.0]))
print(torch.view_as_real(spectrum.conj().resolve_conj()))
torch.view_as_real(spectrum.conj())
