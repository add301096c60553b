import torch

# 仅限 GPU：写死的对端编号，比如在只有一块 GPU 的机器上写 1。
peer = torch.cuda.device_count()  # 比最后一块设备的编号多 1
print(torch.cuda.can_device_access_peer(0, peer))
