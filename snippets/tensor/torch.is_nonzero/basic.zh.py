import torch

print(torch.is_nonzero(torch.tensor([0.0])))      # 只有一个元素，且等于 0
print(torch.is_nonzero(torch.tensor(1.5)))        # 0 维张量也可以
print(torch.tensor([[False]]).is_nonzero())       # 形状不限，只要恰好一个元素
print(torch.is_nonzero(torch.tensor(-0.0)))       # -0.0 等于 0
print(bool(torch.tensor([3])))                    # bool(t) 给出相同的结果
