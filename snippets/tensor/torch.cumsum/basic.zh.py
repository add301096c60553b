import torch

x = torch.tensor([[1, 2, 3],
                  [4, 5, 6]])

print(torch.cumsum(x, dim=1))    # 沿每行累加
print(x.cumsum(dim=0))           # 沿列向下累加

lengths = torch.tensor([3, 1, 2])            # 例如序列长度
ends = lengths.cumsum(0)
print(ends, ends - lengths)                  # 结束偏移量与（不含本身的）起始偏移量

mask = torch.tensor([True, False, True, True])
print(mask.cumsum(0), mask.cumsum(0).dtype)  # bool 和小整数类型按 int64 累加

p = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
p.cumsum(0).sum().backward()
print(p.grad)                                # 元素 i 出现在 n - i 个部分和中
