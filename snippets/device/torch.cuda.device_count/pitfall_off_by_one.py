import torch

last = torch.cuda.device_count()  # off by one: valid indices end at count - 1
torch.cuda.get_device_properties(last)
