import torch

offset = torch.tensor([-7, -3, 5])

print(torch.floor_divide(offset, 2))                  # -4、-2、2（向下取整）
print(torch.div(offset, 2, rounding_mode="trunc"))    # -3、-1、2（与 C 和旧版 torch 相同）
