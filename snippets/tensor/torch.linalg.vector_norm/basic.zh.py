import torch

x = torch.tensor([[3.0, 4.0],
                  [6.0, 8.0]])

print(torch.linalg.vector_norm(x))                      # 把所有元素当作一个向量求 L2 范数
print(torch.linalg.vector_norm(x, dim=1))               # 每行一个
print(torch.linalg.vector_norm(x, ord=1, dim=1))        # 每行的 L1 范数
print(torch.linalg.vector_norm(x, ord=float("inf")))    # 绝对值的最大值

unit = x / torch.linalg.vector_norm(x, dim=1, keepdim=True)   # 按行归一化
print(unit)

h = torch.full((4,), 300.0, dtype=torch.float16)
print(torch.linalg.vector_norm(h), (h ** 2).sum().sqrt())     # 朴素公式会溢出

z = torch.zeros(3, requires_grad=True)
torch.linalg.vector_norm(z).backward()
print(z.grad)                                           # 在原点处为 0，而不是 nan
