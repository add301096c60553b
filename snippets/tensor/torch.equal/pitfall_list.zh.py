import torch

out = torch.tensor([1, 2, 3])

print(torch.equal(out, torch.tensor([1, 2, 3])))   # 把期望值包装成张量
print(out.tolist() == [1, 2, 3])                   # 或者作为 Python 列表比较
torch.equal(out, [1, 2, 3])                        # 不接受列表
