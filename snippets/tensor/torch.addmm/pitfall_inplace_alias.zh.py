import torch

torch.manual_seed(0)


def aliased_matches(n):
    """Does y.addmm_(m, y), with y also the right-hand factor, give y + m @ y?"""
    y = torch.randn(n, n)
    m = torch.randn(n, n)
    expected = y + m @ y
    y.addmm_(m, y)  # mat2 正是被覆盖写入的张量
    return torch.allclose(y, expected, atol=1e-5)


x = torch.tensor([[1.0, 2.0], [3.0, 4.0]])
swap = torch.tensor([[0.0, 1.0], [1.0, 0.0]])
y = x.clone()
y.addmm_(swap, y)
print("2x2 aliased:\n", y)
print("2x2 expected:\n", x + swap @ x)

# 未定义行为：重叠是否体现在结果中，取决于矩阵大小（以及 dtype、线程数、BLAS）。
for n in (2, 8, 12, 16):
    print(f"{n}x{n} aliased matches:", aliased_matches(n))

z = x.clone()
z.addmm_(swap, z.clone())  # 使用独立副本总是正确的
print("with clone, match:", torch.equal(z, x + swap @ x))
