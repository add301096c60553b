import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

calls = []


def counting_backend(gm, example_inputs):
    # 每次（重新）编译时调用一次自定义后端；它只是运行这张图。
    kinds = [type(a).__name__ for a in example_inputs]
    calls.append(kinds)
    print(f"compile #{len(calls)}: inputs {kinds}")
    return gm.forward


def f(x):
    return x * 2 + 1


cf = torch.compile(f, backend=counting_backend)  # dynamic=None（默认值）
for n in [2, 3, 4, 5]:
    cf(torch.ones(n, device=device))
print("compilations:", len(calls))
