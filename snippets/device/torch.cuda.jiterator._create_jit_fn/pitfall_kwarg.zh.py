import torch

code = "template <typename T> T shift(T x, T offset) { return x + offset; }"
shift = torch.cuda.jiterator._create_jit_fn(code)  # 创建时没有把 offset 声明为关键字参数
x = torch.ones(3, device="cuda")
print(shift(x, offset=2.0))
