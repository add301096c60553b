import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

calls = []


def counting_backend(gm, example_inputs):
    # A custom backend is called once per (re)compilation; it just runs the graph.
    kinds = [type(a).__name__ for a in example_inputs]
    calls.append(kinds)
    print(f"compile #{len(calls)}: inputs {kinds}")
    return gm.forward


def f(x):
    return x * 2 + 1


cf = torch.compile(f, backend=counting_backend)  # dynamic=None (default)
for n in [2, 3, 4, 5]:
    cf(torch.ones(n, device=device))
print("compilations:", len(calls))
