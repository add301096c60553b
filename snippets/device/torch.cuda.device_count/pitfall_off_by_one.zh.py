import torch

last = torch.cuda.device_count()  # 差了一：合法编号最大是 count - 1
torch.cuda.get_device_properties(last)
