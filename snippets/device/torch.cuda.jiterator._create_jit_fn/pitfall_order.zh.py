import torch

# 像写 C++ 那样先写内核函数，再写它用到的辅助函数。
code = (
    "template <typename T> T soft_clip(T x) { return x / (T(1) + absval(x)); }"
    "template <typename T> T absval(T x) { return x < T(0) ? -x : x; }"
)
soft_clip = torch.cuda.jiterator._create_jit_fn(code)
print("entry point:", soft_clip.kernel_name)  # 是最后一个函数，而不是第一个
