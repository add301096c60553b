import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

act = torch.nn.GELU(approximate="fast")  # 构造时不报错
print(act)
act(torch.ones(2, device=device))  # 到这里才失败
