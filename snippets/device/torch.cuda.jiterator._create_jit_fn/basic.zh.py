import torch

# 用一个 C++ 模板生成逐元素 CUDA 内核；最后一个函数是入口。
code = "template <typename T> T scaled_diff(T x, T y, T alpha) { return alpha * (x - y); }"
scaled_diff = torch.cuda.jiterator._create_jit_fn(code, alpha=1.0)  # 额外参数必须给默认值

if torch.cuda.is_available():
    a = torch.tensor([3.0, 5.0], device="cuda")
    b = torch.tensor([1.0, 1.0], device="cuda")
    print(scaled_diff(a, b).tolist())  # 第一次调用时编译，之后使用缓存
    print(scaled_diff(a, b, alpha=0.5).tolist())

    code2 = "template <typename T> void sum_diff(T x, T y, T& s, T& d) { s = x + y; d = x - y; }"
    sum_diff = torch.cuda.jiterator._create_multi_output_jit_fn(code2, num_outputs=2)
    s, d = sum_diff(a, b)
    print(s.tolist(), d.tolist())
else:
    print("kernel name:", scaled_diff.kernel_name, "- calling it needs a GPU")
