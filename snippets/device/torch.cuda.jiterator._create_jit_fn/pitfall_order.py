import torch

# The kernel first, its helper after it, as one would write it in C++.
code = (
    "template <typename T> T soft_clip(T x) { return x / (T(1) + absval(x)); }"
    "template <typename T> T absval(T x) { return x < T(0) ? -x : x; }"
)
soft_clip = torch.cuda.jiterator._create_jit_fn(code)
print("entry point:", soft_clip.kernel_name)  # the last function, not the first
