import torch

seq = torch.arange(10.0)
window, overlap = 4, 4
step = window - overlap      # full overlap gives a step of 0

seq.unfold(0, window, step)
