import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


def f(x):
    return x * 2 + 1


cf = torch.compile(f, backend="eager", dynamic=False)  # 对每种形状都做特化
cf(torch.ones(8, device=device))
print("compiled for shape (8,)")

# 让重新编译大声报错，而不是悄悄发生（在测试和基准测试中很有用）。
torch.compiler.set_stance("fail_on_recompile")
cf(torch.ones(7, device=device))  # 例如一个 epoch 最后那个较小的批次
