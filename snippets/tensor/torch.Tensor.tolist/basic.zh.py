import torch

x = torch.tensor([[1, 2], [3, 4]])
print(x.tolist(), type(x.tolist()[0][0]))   # 由 Python int 组成的嵌套列表

probs = torch.tensor([0.25, 0.75], requires_grad=True)
print(probs.tolist())                       # 对需要梯度的张量也可以用

print(torch.tensor(7).tolist())             # 0 维张量得到单个数值
print(torch.tensor([True, False]).tolist())

device = "cuda" if torch.cuda.is_available() else "cpu"
pred = torch.tensor([2, 0, 1], device=device)
print(pred.tolist())                        # 以 Python 对象的形式复制到主机
