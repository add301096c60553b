import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

calls = 0

def double(x):
    global calls
    calls += 1  # 被映射的函数里有副作用
    return x * 2

xs = torch.randn(8, 3, device=device)
torch.vmap(double)(xs)
print("without chunk_size:", calls)

calls = 0
torch.vmap(double, chunk_size=2)(xs)
print("with chunk_size=2:", calls)
