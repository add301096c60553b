import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

f = torch.tensor([-1.7, -0.2, 0.5, 2.9], requires_grad=True, device=device)
i = f.to(torch.int64)        # 向零截断，与 C 中的 int() 相同
print(i)
print(i.requires_grad)       # 整数张量不能要求梯度
print(f.round().to(torch.int64))   # 如果想要的是舍入，就先 round
