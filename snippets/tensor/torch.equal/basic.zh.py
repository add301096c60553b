import torch

a = torch.tensor([1.0, 2.0, 3.0])

print(torch.equal(a, torch.tensor([1.0, 2.0, 3.0])))   # 形状相同、值相同：True
print(torch.equal(a, torch.tensor([[1.0, 2.0, 3.0]])))  # 形状 (1, 3) 与 (3,)：False，不做广播
print(type(torch.equal(a, a)))                          # 是 Python bool，不是张量

print(torch.equal(a, torch.tensor([1, 2, 3])))          # dtype 不同、值相同：这里为 True
print(a.dtype == torch.tensor([1, 2, 3]).dtype)         # 如果 dtype 重要，需要自己比较

print((a == torch.tensor([1.0, 0.0, 3.0])))             # 而 == 是逐元素比较
