import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

criterion = torch.nn.CrossEntropyLoss()
logits = torch.zeros(2, 3, device=device)

# one_hot 返回 int64；(N, C) 形状的目标必须是浮点类型的类别概率
one_hot = torch.nn.functional.one_hot(torch.tensor([0, 2], device=device), num_classes=3)
print(one_hot.dtype)
criterion(logits, one_hot)
