import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

logits = torch.tensor([[0.1, 2.0, 0.3],
                       [1.5, 0.2, 1.5]], device=device)  # (batch=2, classes=3)

pred = torch.argmax(logits, dim=1)
print(pred, pred.shape, pred.dtype)                    # 每行一个类别，int64

print(torch.argmax(logits, dim=1, keepdim=True).shape)  # (2, 1)
print(torch.argmax(logits, dim=0))                     # 改为按列
print(torch.argmax(logits))                            # 不指定 dim：返回展平后张量中的索引

# 并列时取第一个最大值的位置（第 1 行在索引 0 和 2 处都是 1.5）
print(pred[1].item())
