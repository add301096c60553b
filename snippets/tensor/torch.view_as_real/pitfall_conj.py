import torch

spectrum = torch.tensor([1 + 2j, 3 - 4j])

parts = torch.view_as_real(spectrum.conj())
