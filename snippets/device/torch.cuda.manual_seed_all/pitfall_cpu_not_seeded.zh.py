import torch

torch.cuda.manual_seed_all(0)  # 只为 GPU 设置种子
a = torch.rand(2)  # CPU 张量（以及 DataLoader 的打乱）使用 CPU 生成器
torch.cuda.manual_seed_all(0)
b = torch.rand(2)
print("CPU numbers repeat:", torch.equal(a, b))
