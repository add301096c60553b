import torch

# One elementwise CUDA kernel from a C++ template; the last function is the entry point.
code = "template <typename T> T scaled_diff(T x, T y, T alpha) { return alpha * (x - y); }"
scaled_diff = torch.cuda.jiterator._create_jit_fn(code, alpha=1.0)  # extra arguments need defaults

if torch.cuda.is_available():
    a = torch.tensor([3.0, 5.0], device="cuda")
    b = torch.tensor([1.0, 1.0], device="cuda")
    print(scaled_diff(a, b).tolist())  # compiled on first call, then cached
    print(scaled_diff(a, b, alpha=0.5).tolist())

    code2 = "template <typename T> void sum_diff(T x, T y, T& s, T& d) { s = x + y; d = x - y; }"
    sum_diff = torch.cuda.jiterator._create_multi_output_jit_fn(code2, num_outputs=2)
    s, d = sum_diff(a, b)
    print(s.tolist(), d.tolist())
else:
    print("kernel name:", scaled_diff.kernel_name, "- calling it needs a GPU")
