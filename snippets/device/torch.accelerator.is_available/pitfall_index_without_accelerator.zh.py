import torch

print(torch.accelerator.device_count())  # 返回 0 没问题
torch.accelerator.current_device_index()  # 但这个调用需要有设备
