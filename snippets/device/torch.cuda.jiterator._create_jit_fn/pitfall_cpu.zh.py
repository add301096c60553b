import torch

code = "template <typename T> T twice(T x) { return x + x; }"
twice = torch.cuda.jiterator._create_jit_fn(code)  # 在哪里都能创建
print("created:", twice.kernel_name)
print(twice(torch.ones(3)))  # 调用时才报错
