import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.arange(6, device=device).view(2, 3)
t = x.t()
print("t:", t.stride(), t.is_contiguous())

c = t.contiguous()  # 按行优先顺序复制
print("c:", c.stride(), c.is_contiguous())
print("same values:", torch.equal(c, t))
print("same memory as x:", c.data_ptr() == x.data_ptr())
print(c.view(-1))  # 在连续的副本上 view 可以正常工作

# 本来就连续：不复制，返回的就是同一个张量对象
print("x.contiguous() is x:", x.contiguous() is x)
