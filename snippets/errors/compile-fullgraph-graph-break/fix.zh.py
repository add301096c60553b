import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


def clamp_negative(x):
    # 无分支写法：两个结果都算出来，由 torch.where 选其一。没有图中断。
    return torch.where(x.sum() < 0, torch.zeros_like(x), x * 2)


compiled = torch.compile(clamp_negative, fullgraph=True, backend="eager")
print(compiled(torch.tensor([1.0, -3.0], device=device)).tolist())
print(compiled(torch.tensor([1.0, 3.0], device=device)).tolist())


# 或者，如果能接受少量图中断，就去掉 fullgraph=True：Dynamo 会把函数拆开。
def with_branch(x):
    if x.sum() < 0:
        return torch.zeros_like(x)
    return x * 2


print(torch.compile(with_branch, backend="eager")(torch.tensor([1.0, -3.0], device=device)).tolist())
