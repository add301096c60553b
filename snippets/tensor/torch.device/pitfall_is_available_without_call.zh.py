import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

# 忘了加括号：函数对象的真值恒为 True
chosen = torch.device("cuda" if torch.cuda.is_available else "cpu")
print(bool(torch.cuda.is_available))
print(chosen.type)           # 不管有没有 GPU，每台机器上都是 "cuda"

chosen = torch.device("cuda" if torch.cuda.is_available() else "cpu")
print(chosen.type == ("cuda" if torch.cuda.is_available() else "cpu"))
