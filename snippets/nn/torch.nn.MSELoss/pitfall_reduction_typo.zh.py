import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

criterion = torch.nn.MSELoss(reduction="avg")  # 构造时不报错……
print(criterion)
criterion(torch.zeros(2, device=device), torch.ones(2, device=device))  # ……第一次调用时才失败
