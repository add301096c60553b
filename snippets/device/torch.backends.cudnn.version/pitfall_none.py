import torch

v = torch.backends.cudnn.version()
print(v)  # None on CPU-only builds
# Guard before comparing: `v >= 8000` raises TypeError when v is None
print(v is not None and v >= 8000)
print(torch.backends.cudnn.enabled)  # the flag stays True even without cuDNN
