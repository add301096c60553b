import torch

code = "template <typename T> T twice(T x) { return x + x; }"
twice = torch.cuda.jiterator._create_jit_fn(code)  # creating it works anywhere
print("created:", twice.kernel_name)
print(twice(torch.ones(3)))  # the error comes at the call
