import torch

code = "template <typename T> T shift(T x, T offset) { return x + offset; }"
shift = torch.cuda.jiterator._create_jit_fn(code)  # offset was not declared as a keyword
x = torch.ones(3, device="cuda")
print(shift(x, offset=2.0))
