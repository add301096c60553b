import torch

x = torch.tensor([1.0, 3.0, 3.0, 2.0])

print(x.argmax())                 # argmax 取相等最大值中的第一个
print(x.cummax(0).indices)        # cummax 会移到最近的那个
