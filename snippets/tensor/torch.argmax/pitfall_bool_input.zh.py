import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

mask = torch.tensor([False, True, True], device=device)

print(mask.int().argmax())  # 第一个 True 的位置，需先转换为整数类型
mask.argmax()
