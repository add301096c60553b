import torch

total = torch.tensor([1.1]) + torch.tensor([2.2])
expected = torch.tensor([3.3])

print(total.item(), expected.item())        # 最后几位不同
print(torch.equal(total, expected))         # 精确比较：False
print(torch.allclose(total, expected))      # 带容差的比较：True
