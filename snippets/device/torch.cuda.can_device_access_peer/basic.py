import torch

n = torch.cuda.device_count() if torch.cuda.is_available() else 0
if n >= 2:
    for src in range(n):
        for dst in range(n):
            if src != dst:
                print(src, "->", dst, torch.cuda.can_device_access_peer(src, dst))  # P2P over NVLink/PCIe?
else:
    print("peer access needs two GPUs; this machine has", n)
