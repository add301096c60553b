import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.ones(3, device=device)  # 已经在 GPU 上
print(x.device.type)
x.pin_memory()                    # 只有稠密的 CPU 张量才能锁页
