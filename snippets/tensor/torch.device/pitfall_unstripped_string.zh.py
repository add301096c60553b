import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

raw = "cpu\n"                      # 例如从配置文件读入，带着换行符
print(repr(raw.strip()), torch.device(raw.strip()))
torch.device(raw)
