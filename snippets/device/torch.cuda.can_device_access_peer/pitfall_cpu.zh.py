import torch

# 多卡脚本里的拓扑检查，在看不到 GPU 的地方运行。
print(torch.cuda.can_device_access_peer(0, 1))
