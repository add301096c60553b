import torch

print(torch.accelerator.device_count())  # 0 is fine
torch.accelerator.current_device_index()  # but this needs a device
