import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

softmax = torch.nn.Softmax(dim=2)  # 为 (batch, seq, classes) 输入而写
logits = torch.zeros(4, 3, device=device)  # 但这个模型输出的是 (batch, classes)
softmax(logits)
