import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

logits = torch.tensor([[0.1, 2.0, 0.3],
                       [1.5, 0.2, 0.9]], device=device)

print(logits.argmax())        # tensor(1)：展平后 6 个值中的一个索引
print(logits.argmax(dim=1))   # tensor([1, 0])：每个样本一个类别
print(torch.unravel_index(logits.argmax(), logits.shape))  # 如果确实需要展平索引
