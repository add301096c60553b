import torch

e = torch.Event(enable_timing=True)  # no device: the build's accelerator type, even without a GPU
print(e.device)
e.record()
