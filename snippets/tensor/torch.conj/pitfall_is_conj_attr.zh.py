import torch

z = torch.tensor([1 + 2j, 3 - 4j])

if z.is_conj:  # 漏了括号：绑定方法的真值恒为 True
    print("treated as conjugated")
print(z.is_conj())
