import torch

x = torch.tensor([[1, 2],
                  [3, 4]])

print(x.prod())                          # 全部元素：24（int64）
print(torch.prod(x, dim=1))              # 每行一个
print(x.prod(dim=0, keepdim=True))       # 每列一个，保留为 (1, 2)
print(torch.tensor([True, False]).prod())   # bool -> int64：全为 True 时才是 1

a = torch.tensor([2.0, 0.0, 3.0], requires_grad=True)
a.prod().backward()
print(a.grad)                            # 即使有零也正确：d/da1 = 2 * 3 = 6
