import torch

def shuffled_order():
    return torch.randperm(5).tolist()

torch.manual_seed(0)
print(shuffled_order())

torch.manual_seed(0)
extra = torch.nn.Linear(4, 4)       # 新建的层先消耗了随机数
print(shuffled_order())             # “固定了种子”的顺序变了

g = torch.Generator().manual_seed(0)
torch.nn.Linear(4, 4)
print(torch.randperm(5, generator=g).tolist())   # 独立的生成器不受影响
